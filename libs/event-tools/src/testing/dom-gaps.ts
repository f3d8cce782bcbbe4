/**
 * Two standard properties happy-dom (the tests' DOM) lacks and react-hook-form reads to decide whether a <select>
 * was changed before the form was ready: `select.size` (0 without the attribute) and `option.defaultSelected` (the
 * `selected` attribute). Without them every select looks edited and keeps its first option instead of the form's
 * value. Browsers have both; this only fills them in where they are missing.
 */
if (typeof HTMLSelectElement !== 'undefined' && !('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
  });
}
if (typeof HTMLOptionElement !== 'undefined' && !('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}
