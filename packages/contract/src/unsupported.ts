/**
 * @module unsupported: what a client cannot carry still runs, and must fail for the reason given, not
 * for any reason: a check listed as unsupported that failed some other way would hide a second defect.
 */
import { expect } from "vitest";

/** A scenario (or framing check) a client cannot carry: why, and the failed assertion that shows it. */
export interface Unsupported {
  /** Why the client cannot carry it; the test title shows it. */
  reason: string;
  /**
   * What the message of the `AssertionError` the check fails with must match: the difference the reason
   * describes (`expectScenario` names each field that arrived otherwise, e.g.
   * `/^differs in body = "\[object Object\]": /`), or the framing assertion that fails.
   */
  fails: RegExp;
}

/**
 * Asserts that `check` fails with an `AssertionError` whose message matches `unsupported.fails`; a check
 * that passes asks for its entry to go, and one that fails otherwise (another assertion, or a thrown
 * `TypeError`) shows what it failed with.
 * @example await expectUnsupported(check(client, scenario), { reason: "...", fails: /^send resolved: / });
 */
export async function expectUnsupported(check: Promise<unknown>, { fails }: Unsupported): Promise<void> {
  const failure = await check.then(
    () => "now passes: remove it from `unsupported`",
    (error: unknown) => error,
  );
  expect(failure).toMatchObject({ name: "AssertionError", message: expect.stringMatching(fails) });
}
