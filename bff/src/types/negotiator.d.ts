// negotiator 1.x, the one Express 5 uses: its encoding() takes the server's order of preference for ties, which the
// published @types/negotiator (0.6) does not know. Only what the bff calls is declared.
declare module 'negotiator' {
  interface NegotiatorRequest {
    headers: Readonly<Record<string, string | readonly string[] | undefined>>;
  }

  class Negotiator {
    constructor(request: NegotiatorRequest);
    /** The best of `available` for the request's Accept-Encoding; undefined when none is acceptable. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
    /** The best of `available` for the request's Accept, ties going to the earlier one; undefined when none is acceptable. */
    mediaType(available: readonly string[]): string | undefined;
  }

  export = Negotiator;
}
