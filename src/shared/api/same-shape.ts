/**
 * A compile-time check that a contract's schema describes exactly the plain type its concept file
 * declares (the concept files stay free of zod, so the browser bundle does not need it):
 * `sameShape<z.infer<typeof schema>, Type>(true)` fails to type-check when the two drift apart.
 */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export function sameShape<A, B>(isSame: Same<A, B>): void {
  void isSame;
}
