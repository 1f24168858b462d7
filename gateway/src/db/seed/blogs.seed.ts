import type { NewBlog } from '../../modules/blog/blog.service';
import type { Seeder } from './index';

const DAY = 24 * 60 * 60 * 1000;

/** Sample posts: practical guides for people moving into a PG, written as the Nivaas team would. */
const posts: Array<Omit<NewBlog, 'createdAt'> & { daysAgo: number }> = [
  {
    title: 'Moving to Jaipur for college? A first-week checklist',
    image: '/images/blog/jaipur-first-week.svg',
    daysAgo: 3,
    description: `
<p>Jaipur draws students from across Rajasthan and beyond to its universities in Malviya Nagar, Jagatpura and along Tonk Road. The first week decides how the whole semester feels, so here is what to sort out before and just after you arrive.</p>
<h2>Before you travel</h2>
<ul>
  <li><strong>Shortlist three PGs</strong> near your campus and ask each for a video call walk-through of the actual room, not a brochure photo.</li>
  <li><strong>Ask what the rent includes</strong>: electricity, Wi-Fi, laundry and two or three meals a day are common, but not universal.</li>
  <li><strong>Keep digital copies</strong> of your Aadhaar, college ID and admission letter; most PGs need them for police verification.</li>
</ul>
<h2>The first three days</h2>
<p>Walk the route from your PG to your department at the time your classes start. Summer afternoons in Jaipur are hot, so a 15-minute walk at 8 am can feel very different at 2 pm. Note where the nearest pharmacy, ATM and stationery shop are.</p>
<p>Get a local SIM or switch your plan if your network is weak inside the building. Ask the warden about gate timings and guest rules in writing, so there are no surprises later.</p>
<h2>Budgeting</h2>
<p>Single-occupancy rooms near Malviya Nagar usually cost more than shared rooms in Jagatpura or Mansarovar. Set aside one month's rent as a deposit and keep a small buffer for the things nobody mentions: a bucket, an extension cord, a lock for your cupboard.</p>
<p>Settle in, make one friend on your floor, and the city will open up quickly.</p>`,
  },
  {
    title: 'How to choose a PG: 12 questions to ask before you pay a deposit',
    image: '/images/blog/choosing-a-pg.svg',
    daysAgo: 11,
    description: `
<p>A PG is more than a bed and four walls. It is where you will eat, study and rest for months. These questions help you compare places fairly and avoid regret.</p>
<ol>
  <li>Is the rent per bed or per room, and what does it include?</li>
  <li>How much is the deposit, and when and how is it refunded?</li>
  <li>Is there a lock-in period or notice period?</li>
  <li>How many people share a bathroom?</li>
  <li>Is food vegetarian only? Which meals are served on Sundays?</li>
  <li>Is drinking water purified, and who cleans the tank?</li>
  <li>Is there power backup for fans and Wi-Fi?</li>
  <li>What is the real Wi-Fi speed in your room (run a speed test)?</li>
  <li>What are the entry timings and the visitor policy?</li>
  <li>Are rooms cleaned, and how often are sheets changed?</li>
  <li>Is there CCTV at the entrance and a warden on site at night?</li>
  <li>Can you talk to a current resident for five minutes?</li>
</ol>
<p>The last question is the most useful. Residents will tell you what the owner will not: whether the food is good on weekdays, whether the hot water runs out, and how quickly problems are fixed.</p>
<p>On Nivaas, every listing shows who posted it and when, so you can ask the owner directly.</p>`,
  },
  {
    title: 'Single, double or triple sharing: what is right for you?',
    image: '/images/blog/sharing-types.svg',
    daysAgo: 26,
    description: `
<p>Room sharing is the biggest lever on your monthly rent. Here is an honest comparison.</p>
<h2>Single room</h2>
<p>Privacy, your own schedule and a quiet place to study. It typically costs 40 to 70 percent more than a bed in a double room. Worth it if you work late shifts, prepare for competitive exams or simply sleep lightly.</p>
<h2>Double sharing</h2>
<p>The most popular choice for students and young professionals. You split the cost, still have a desk and cupboard of your own, and usually make a friend. Ask to meet your roommate before you move in if you can.</p>
<h2>Triple sharing</h2>
<p>The most affordable option and common in hostels near coaching hubs. It works well if you spend most of the day outside. Check that each person has a lockable cupboard and that there are enough charging points.</p>
<p>Whatever you choose, use the <em>Room Sharing Type</em> filter on Nivaas to compare rents for the same locality side by side.</p>`,
  },
  {
    title: 'PG or rented flat? The real monthly cost in Bengaluru, Chennai and Hyderabad',
    image: '/images/blog/pg-vs-flat.svg',
    daysAgo: 45,
    description: `
<p>Nivaas has launched in three southern cities, and the question we hear most there is whether a PG is cheaper than sharing a flat. The answer depends on what you count.</p>
<h2>What a flat really costs</h2>
<p>Rent is only the start. Add a deposit of six to ten months in Bengaluru, a brokerage fee, furniture, a fridge, a gas connection, a cook or tiffin service, electricity, Wi-Fi and a maid. Split three ways, the monthly total is often close to a good PG, but the money you pay up front is many times higher.</p>
<h2>What a PG includes</h2>
<p>Most PGs include furnished rooms, meals, housekeeping, Wi-Fi and power backup in one monthly amount, with a deposit of one or two months. You can move in with a suitcase.</p>
<h2>When a flat wins</h2>
<p>If you are staying more than two years, want to cook your own food or need space for family visits, a flat can be better value. For your first year in a new city, a PG keeps your costs predictable and your options open.</p>`,
  },
  {
    title: 'Safety first: what every PG for women should have',
    image: '/images/blog/safety-first.svg',
    daysAgo: 63,
    description: `
<p>Parents and residents both ask us how to judge whether a PG is safe. These are the basics we look for.</p>
<ul>
  <li><strong>A resident warden</strong> or manager on site at night, not just a phone number.</li>
  <li><strong>CCTV at the entrance</strong> and in common areas (never in rooms), with recordings kept for at least a week.</li>
  <li><strong>Visitor register</strong> and clear rules about guests.</li>
  <li><strong>Well-lit approach road</strong>: walk it after dark before you decide.</li>
  <li><strong>Police verification</strong> of staff and residents, as the law in most states requires.</li>
  <li><strong>Fire safety</strong>: extinguishers that have been serviced this year and a second exit.</li>
</ul>
<p>Use the <em>Hostel For: Girls Hostel</em> filter on Nivaas to see listings that take women residents, then visit in person before you pay anything.</p>`,
  },
  {
    title: 'Your rights as a PG tenant: agreements, deposits and notice periods',
    daysAgo: 88,
    image: null,
    description: `
<p>Even when the stay is informal, a short written agreement protects both you and the owner. Here is what it should cover.</p>
<h2>The agreement</h2>
<p>It should name both parties, the room or bed, the monthly rent and what it includes, the deposit, the notice period and the house rules. An eleven-month agreement is common. Keep a signed copy.</p>
<h2>The deposit</h2>
<p>Agree in writing when it will be refunded after you leave (seven to fifteen days is reasonable) and what can be deducted. Take dated photos of your room on the day you move in and the day you move out.</p>
<h2>Rent receipts</h2>
<p>Ask for a receipt every month. If you pay by UPI, save the transaction. Salaried residents can use rent receipts to claim house rent allowance.</p>
<h2>Notice</h2>
<p>One month's notice on either side is standard. An owner should not lock you out or remove your belongings without notice; if it happens, contact the local police station.</p>`,
  },
];

export const blogSeed: Seeder = {
  name: 'blogs-v1',
  async run({ blogs }) {
    const now = Date.now();
    for (const { daysAgo, ...post } of posts) {
      await blogs.create({ ...post, createdAt: new Date(now - daysAgo * DAY) });
    }
    return posts.length;
  },
};

/** A post an admin is still writing: on the dashboard's Blog page, never on the public Blog. */
export const blogDraftSeed: Seeder = {
  name: 'blog-drafts-v1',
  async run({ blogs }) {
    await blogs.create({
      title: 'Festival season: booking a PG around Diwali',
      excerpt: 'Rooms fill fast after the festival break. What to book before you travel home, and what to ask the owner.',
      status: 'draft',
      description: `<p>Many residents go home for Diwali and return together, and the weeks after the festival are when PGs fill fastest.</p>
<h2>Before you leave</h2>
<ul><li>Tell your owner the dates you will be away.</li><li>Ask whether rent for the weeks away is reduced.</li><li>Lock away valuables, or take them home.</li></ul>
<h2>Looking for a new room</h2>
<p>Book a visit for the week you return, and ask for the room to be held in writing.</p>`,
    });
    return 1;
  },
};
