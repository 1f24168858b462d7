/*
 * Choices made on a server-rendered page before its code arrived (a page's or an island's): read
 * when React takes the part over, made again by AnswerEarlyTaps (early-taps.tsx). Apart from the
 * held taps (held-taps.ts), which a page of islands' first script needs: these load with React.
 */

/**
 * A box ticked or a choice made before the page's code arrived: the browser showed it, the page's
 * state does not know it. Called once the page is live, it makes the choice again as the visitor
 * made it (nothing if its box or list has gone or is disabled).
 */
export type EarlyChoice = () => void;

/** Whether a native select shows another option than the one its HTML marked chosen. */
function choseAnother(select: HTMLSelectElement): boolean {
  const chosen = select.selectedOptions[0];
  return Boolean(chosen && !chosen.defaultSelected && Array.from(select.options).some((option) => option.defaultSelected));
}

const usable = (element: HTMLInputElement | HTMLSelectElement) => element.isConnected && !element.disabled;

/**
 * The checkboxes, radio buttons and lists `within` an island (or the page) that the visitor
 * changed before its code arrived, read before React takes them over (which draws them as the
 * server did); AnswerEarlyTaps makes each choice again once the page is live.
 */
export function earlyChoices(within: Element): EarlyChoice[] {
  // The box shows the server's state again, so a click changes it to the visitor's and the
  // widget hears it (checkbox and radio widgets read the input's state on click).
  const boxes = Array.from(within.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]'))
    .filter((input) => input.checked !== input.defaultChecked && (input.type === 'checkbox' || input.checked))
    .map((input) => {
      const checked = input.checked;
      return () => {
        if (!usable(input)) return;
        input.checked = !checked;
        input.click();
      };
    });
  // A list's option is chosen again and announced as the browser announces a choice.
  const lists = Array.from(within.querySelectorAll('select'))
    .filter(choseAnother)
    .map((select) => {
      const value = select.value;
      return () => {
        if (!usable(select)) return;
        select.value = value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
      };
    });
  return [...boxes, ...lists];
}
