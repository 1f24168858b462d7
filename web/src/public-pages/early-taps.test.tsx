import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { EARLY_TAPS_GLOBAL, EARLY_TAPS_SCRIPT } from '../../../shared/domain/early-taps';
import { AuthContext, type Auth } from '../features/auth/auth-context';
import { clearToken, saveToken } from '../features/auth/session-storage';
import { AnswerEarlyTaps } from './early-taps';
import { earlyChoices, type EarlyChoice } from './early-choices';
import { pendingEarlyTaps, releaseEarlyTaps } from './held-taps';

/** The page as the server sends it: the inline script, then buttons with no handler yet. */
function serverPage() {
  document.body.innerHTML =
    '<div id="root"><button type="button">Switch to dark mode</button><button type="button" disabled>Send</button><a href="#more">More</a></div>';
  new Function(EARLY_TAPS_SCRIPT)();
  const [toggle, send] = Array.from(document.querySelectorAll('button'));
  return { toggle, send, link: document.querySelector('a')! };
}

/** React takes the page over, with the choices made before it did. */
function takeOverWith(choices: EarlyChoice[]) {
  render(
    <StrictMode>
      <AnswerEarlyTaps taps={[]} choices={choices}>
        <p>Page</p>
      </AnswerEarlyTaps>
    </StrictMode>,
  );
}

describe('taps before React takes a page over', () => {
  it('holds taps on buttons once each (not on disabled ones or links), and none after release', () => {
    const { toggle, send, link } = serverPage();
    toggle.click();
    toggle.click();
    send.click();
    const followed = link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBe(true);
    expect(releaseEarlyTaps()).toEqual([toggle]);
    toggle.click();
    expect(releaseEarlyTaps()).toEqual([]);
  });

  it('on a page of islands, gives an island the taps held in it and holds on for the rest, none once it is live', () => {
    document.body.innerHTML =
      '<div id="root"><div data-island="i0"><button type="button">Switch to dark mode</button></div><div data-island="i1"><button type="button">Subscribe</button></div></div>';
    new Function(EARLY_TAPS_SCRIPT)();
    const [island, other] = Array.from(document.querySelectorAll<HTMLElement>('[data-island]'));
    const [toggle, subscribe] = Array.from(document.querySelectorAll('button'));
    toggle.click();
    subscribe.click();
    expect(pendingEarlyTaps()).toEqual([toggle, subscribe]);
    expect(releaseEarlyTaps(island)).toEqual([toggle]);
    expect(pendingEarlyTaps()).toEqual([subscribe]);
    // Live: its taps are React's, no longer held; the other island's still are.
    island.setAttribute('data-island-live', '');
    const answered = toggle.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(answered).toBe(true);
    expect(releaseEarlyTaps(island)).toEqual([]);
    expect(releaseEarlyTaps(other)).toEqual([subscribe]);
  });

  it('answers each held tap once React has drawn the page, also under StrictMode', () => {
    const clicks: string[] = [];
    const held = document.createElement('button');
    document.body.append(held);
    held.addEventListener('click', () => clicks.push('held'));
    const gone = document.createElement('button');
    gone.addEventListener('click', () => clicks.push('gone'));
    render(
      <StrictMode>
        <AnswerEarlyTaps taps={[held, gone]}>
          <p>Page</p>
        </AnswerEarlyTaps>
      </StrictMode>,
    );
    expect(screen.getByText('Page')).toBeInTheDocument();
    expect(clicks).toEqual(['held']);
  });

  it('makes again, once React has drawn the page, the boxes ticked and choices made before (which React draws as the server did)', () => {
    document.body.innerHTML =
      '<form><input type="checkbox" name="terms"><input type="checkbox" name="news" checked>' +
      '<input type="radio" name="type" value="individual" checked><input type="radio" name="type" value="dealer">' +
      '<input type="checkbox" name="untouched"></form>';
    const [terms, news, individual, dealer] = Array.from(document.querySelectorAll('input'));
    // The visitor, before the page's code: ticks the terms, unticks the news, chooses Dealer.
    terms.click();
    news.click();
    dealer.click();
    const choices = earlyChoices(document.body);
    expect(choices).toHaveLength(3);
    // React takes the form over and draws it as the server sent it; the widgets hear clicks.
    terms.checked = false;
    news.checked = true;
    individual.checked = true;
    const heard: string[] = [];
    for (const input of [terms, news, dealer]) input.addEventListener('click', () => heard.push(`${input.name}:${input.checked}`));
    takeOverWith(choices);
    expect(heard).toEqual(['terms:true', 'news:false', 'type:true']);
    expect([terms.checked, news.checked, dealer.checked, individual.checked]).toEqual([true, false, true, false]);
  });

  it('chooses again, once React has drawn the page, the option picked in a list before (Sort By), and leaves untouched lists alone', () => {
    document.body.innerHTML =
      '<select name="sort"><option value="newest" selected>Newest</option><option value="price_asc">Price</option></select>' +
      '<select name="other"><option value="a" selected>A</option><option value="b">B</option></select>';
    const [sort, other] = Array.from(document.querySelectorAll('select'));
    sort.value = 'price_asc';
    const choices = earlyChoices(document.body);
    expect(choices).toHaveLength(1);
    // React draws the list as the server sent it; the page hears the change.
    sort.value = 'newest';
    const heard: string[] = [];
    for (const select of [sort, other]) select.addEventListener('change', () => heard.push(`${select.name}:${select.value}`));
    takeOverWith(choices);
    expect(heard).toEqual(['sort:price_asc']);
  });

  it("in an island, answers a signed-in visitor's taps once the session is known (the island first renders signed out)", () => {
    const clicks: string[] = [];
    const held = document.createElement('button');
    document.body.append(held);
    held.addEventListener('click', () => clicks.push('held'));
    const session = (status: Auth['status']) => ({ status }) as Auth;
    const island = (status: Auth['status']) => (
      <AuthContext.Provider value={session(status)}>
        <AnswerEarlyTaps taps={taps}>
          <p>Island</p>
        </AnswerEarlyTaps>
      </AuthContext.Provider>
    );
    saveToken('stored-token', false);
    const taps = [held];
    const { rerender } = render(island('anonymous'));
    rerender(island('loading'));
    expect(clicks).toEqual([]);
    rerender(island('signed-in'));
    expect(clicks).toEqual(['held']);
    clearToken();
  });

  it('gives nothing on a page the server did not render (no script)', () => {
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS_GLOBAL];
    expect(releaseEarlyTaps()).toEqual([]);
  });
});
