/** GraphQL-shaped listings for web tests (what the gateway would answer). */
export function listingCard(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Property',
    id: 'p1',
    title: 'Saanjh Girls PG near Malviya Nagar market road',
    cardDescription: 'Quiet, sunny rooms a short walk from the Malviya N...',
    price: 7500,
    deposit: 0,
    beds: 'double_bed',
    gender: 'female',
    locality: 'Malviya Nagar',
    district: 'Jaipur',
    city: 'Jaipur',
    amenities: ['internet', 'food_service'],
    verified: true,
    createdAt: new Date(Date.now() - 3 * 86400_000).toISOString(),
    coverImage: {
      __typename: 'PropertyImage',
      id: 'i1',
      thumbnailSrcSet:
        '/uploads/listings/a-large-w360.webp 360w, /uploads/listings/a-thumb.webp 640w, /uploads/listings/a-large-w720.webp 720w, /uploads/listings/a-large-w1080.webp 1080w',
      thumbnailUrl: '/uploads/listings/a-thumb.webp',
      thumbnailWidth: 640,
      thumbnailHeight: 480,
    },
    owner: { __typename: 'ListingOwner', id: 'o1', role: 'owner' },
    rating: { __typename: 'ListingRating', average: null, count: 0 },
    vacantBeds: null as number | null,
    ...overrides,
  };
}

export function listingDetail(overrides: Record<string, unknown> = {}) {
  return {
    ...listingCard(),
    description: '<p>Quiet, sunny rooms a short walk from the Malviya Nagar market and the metro.</p>',
    verifiedAt: '2026-11-03T10:00:00.000Z',
    propertyType: 'pg',
    rooms: 3,
    bathrooms: 2,
    parking: 'both',
    pinCode: '302017',
    state: 'Rajasthan',
    streetAddress: 'Plot 12, Sector 3',
    nearbyRoad: 'Near Gaurav Tower',
    latitude: 26.85,
    longitude: 75.81,
    status: 'approved',
    paused: false,
    attachedBathroom: true,
    preferredTenants: ['students'],
    furnishing: 'furnished',
    totalCapacity: 12,
    availableFrom: '2026-12-01',
    videoUrl: null,
    foodPreference: 'veg',
    meals: ['breakfast', 'dinner'],
    priceInclusions: ['Electricity', 'Water'],
    houseRules: [],
    updatedAt: new Date().toISOString(),
    images: [
      {
        __typename: 'PropertyImage',
        id: 'i1',
        url: '/uploads/listings/a-large.webp',
        width: 1600,
        height: 1200,
        srcSet: '/uploads/listings/a-large-w720.webp 720w, /uploads/listings/a-large.webp 1600w',
        thumbnailUrl: '/uploads/listings/a-thumb.webp',
      },
      {
        __typename: 'PropertyImage',
        id: 'i2',
        url: '/uploads/listings/b-large.webp',
        width: 1600,
        height: 1200,
        srcSet: '/uploads/listings/b-large-w720.webp 720w, /uploads/listings/b-large.webp 1600w',
        thumbnailUrl: '/uploads/listings/b-thumb.webp',
      },
    ],
    owner: { __typename: 'ListingOwner', id: 'o1', name: 'Meera Joshi', role: 'owner' },
    ownerProfile: ownerProfile(),
    similar: [
      {
        ...listingCard({ id: 'p2', title: 'Lotus Ladies PG', price: 7200 }),
        owner: { __typename: 'ListingOwner', id: 'o2', name: 'Sunita Agarwal', role: 'owner', propertiesListed: 5, verifiedProperties: 2 },
      },
    ],
    ...overrides,
  };
}

/** An owner as the gateway answers OwnerProfile: 3 listings, 1 verified, 2 localities, no reply time yet. */
export function ownerProfile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OwnerProfile',
    id: 'o1',
    name: 'Meera Joshi',
    role: 'owner',
    memberSince: '2025-11-12T10:00:00.000Z',
    propertiesListed: 3,
    verifiedProperties: 1,
    localities: ['Malviya Nagar', 'Vaishali Nagar'],
    medianReplyMinutes: null,
    numberVerified: false,
    ...overrides,
  };
}

/** A listing's review block as the gateway answers ListingReviews: none, unless overridden. */
export function listingReviews(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Property',
    id: 'p1',
    owner: { __typename: 'ListingOwner', id: 'o1' },
    ratingSummary: {
      __typename: 'RatingSummary',
      average: null,
      count: 0,
      starCounts: [0, 0, 0, 0, 0],
      aspects: [
        { aspect: 'food', label: 'Food' },
        { aspect: 'cleanliness', label: 'Cleanliness' },
        { aspect: 'safety', label: 'Safety' },
        { aspect: 'location', label: 'Location' },
        { aspect: 'value', label: 'Value for money' },
      ].map((aspect) => ({ __typename: 'AspectRating', ...aspect, average: null, count: 0 })),
    },
    reviews: { __typename: 'ReviewPage', total: 0, items: [] },
    myReview: null,
    ...overrides,
  };
}
