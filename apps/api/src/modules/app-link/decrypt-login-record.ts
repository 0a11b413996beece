import { decryptObject, type LoginRecord, LoginRecordSchema } from "@ignitest/contracts";

/**
 * The app host's side of the website's app links (SPEC section 7): the `data`
 * query value back to the login record, validated against the contract.
 * Throws on a wrong key, tampering or a record of the wrong shape.
 */
export async function decryptLoginRecord(data: string, key: string): Promise<LoginRecord> {
  return LoginRecordSchema.parse(await decryptObject(data, key));
}
