// The one piece of jsdom the server-side renderer uses: a DOM for DOMPurify (lib/purifier.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
