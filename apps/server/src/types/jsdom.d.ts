// jsdom ships no types (and @types/jsdom pulls the DOM library into the server's globals):
// the part sanitize-svg.ts uses.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: import('dompurify').WindowLike;
  }
}
