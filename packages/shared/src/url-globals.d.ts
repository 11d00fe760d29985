// The WHATWG URL API exists in browsers and in Node alike; this package has neither's types (it runs in both),
// so it declares the members it uses.
declare class URLSearchParams implements Iterable<[string, string]> {
  constructor(init?: Array<[string, string]> | string);
  get(name: string): string | null;
  toString(): string;
  [Symbol.iterator](): IterableIterator<[string, string]>;
}

declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly searchParams: URLSearchParams;
  readonly href: string;
}
