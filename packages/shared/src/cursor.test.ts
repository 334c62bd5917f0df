import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./cursor";

describe("a page cursor", () => {
  it("round-trips a cursor to the microsecond and refuses a tampered one", () => {
    const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const createdAt of ["2026-05-01T09:00:00.123-03:00", "2026-05-01T12:00:00+00:00", "2026-05-01T12:00:00Z"]) {
      expect(decodeCursor(encodeCursor({ ...cursor, createdAt })), createdAt).toEqual({ ...cursor, createdAt });
    }
    // A time without its zone would be read in the server's own.
    expect(decodeCursor(encodeCursor({ ...cursor, createdAt: "2026-05-01T12:00:00.123456" }))).toBeNull();
    expect(decodeCursor("bm9wZQ")).toBeNull();
    expect(decodeCursor("***")).toBeNull();
  });

  it("takes any UUID the database holds, not only RFC 4122 versions (e.g. md5(…)::uuid of imported rows)", () => {
    const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "3c59dc04-8e88-5002-08b5-07b68c3c0a19" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, id: "not-a-uuid" }))).toBeNull();
  });
});

describe("cursors", () => {
  const cursor = { createdAt: "2026-05-01T12:00:00.123456Z", id: "0b7a4f7e-2f7e-4c5b-9d43-7a1c3e1f2a10" };

  it("are URL-safe text without padding, whatever the length", () => {
    for (const createdAt of [
      "2026-05-01T12:00:00Z",
      "2026-05-01T12:00:00.1Z",
      "2026-05-01T12:00:00.12Z",
      cursor.createdAt,
    ]) {
      const text = encodeCursor({ ...cursor, createdAt });
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(decodeCursor(text)).toEqual({ ...cursor, createdAt });
    }
  });

  it("refuse text with padding, other characters, a third part or bytes that are not UTF-8", () => {
    const text = encodeCursor(cursor);
    expect(decodeCursor(`${text}=`)).toBeNull();
    expect(decodeCursor(`a${text}`)).toBeNull();
    expect(decodeCursor(`${text}.`)).toBeNull();
    expect(decodeCursor("_w")).toBeNull(); // the byte 0xFF alone
    expect(decodeCursor(encodeCursor({ ...cursor, id: `${cursor.id}|x` }))).toBeNull();
    expect(decodeCursor("")).toBeNull();
  });
});
