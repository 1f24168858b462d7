/**
 * Browser APIs jsdom lacks but Chakra UI (Ark/Zag) and the app call. Minimal and inert: tests
 * assert what users see, not layout.
 */
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

Object.assign(window, {
  ResizeObserver: NoopObserver,
  IntersectionObserver: NoopObserver,
  scrollTo: () => {},
  matchMedia: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
// Ark/Zag components (checkbox, menu, a switch's press on blur) create PointerEvents, which jsdom does not have.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    readonly isPrimary: boolean;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
      this.isPrimary = init.isPrimary ?? true;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}
Element.prototype.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// What the gateway's /runtime-config.js sets before the app starts.
window.__NIVAAS_CONFIG__ = {
  contact: { email: 'hello@nivaas.test', phone: '+91 90000 00000', address: 'Sector 44, Gurugram, Haryana, India' },
  social: {
    facebook: 'https://www.facebook.com/nivaas.test',
    instagram: 'https://www.instagram.com/nivaas.test',
    x: 'https://x.com/nivaas_test',
    linkedin: 'https://www.linkedin.com/company/nivaas-test',
    youtube: 'https://www.youtube.com/@nivaas-test',
  },
};
