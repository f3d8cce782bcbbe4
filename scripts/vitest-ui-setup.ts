// vitest's `ui` project, before each file: the testing library's find* and waitFor wait up to 5 s instead of 1 s. A
// debounced search, a lazy chunk or a fake request answers in well under a second on a quiet machine, but on two cores
// busy with the other workers a 1 s wait failed tests whose behaviour was right.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });

// Two standard properties happy-dom (the tests' DOM) lacks: `select.size` and `option.defaultSelected`, both
// reflecting their attribute. react-hook-form reads them to tell whether a <select> was changed before the form was
// ready (without them every select keeps its first option), and React writes `defaultSelected` when it renders a
// select with a value. They are filled in here, once and with their setters, for every file: files share a worker's
// globals, and a copy without a setter in one file broke React's rendering of selects in whichever file ran after it.
if (typeof HTMLSelectElement !== 'undefined' && !('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute('size', String(value));
    },
  });
}
if (typeof HTMLOptionElement !== 'undefined' && !('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute('selected', Boolean(value));
    },
  });
}
