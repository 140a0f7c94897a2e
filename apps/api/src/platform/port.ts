import { assert } from './errors.ts';

/**
 * A dependency on a service built later, named where it is declared: two domains that need each
 * other (the wallet asks the bonus engine for a bet's limit, the bonus engine moves money through
 * the wallet) meet through a port the composition binds once both exist. Using it before then is
 * a programmer error, said with the port's name.
 */
export interface Port<T> {
  readonly name: string;
  bind(implementation: T): void;
  get(): T;
}

export function port<T>(name: string): Port<T> {
  let bound: T | undefined;
  return {
    name,
    bind(implementation) {
      assert(bound === undefined, `port ${name} is bound once`);
      bound = implementation;
    },
    get() {
      assert(bound !== undefined, `port ${name} is bound before use`);
      return bound;
    },
  };
}
