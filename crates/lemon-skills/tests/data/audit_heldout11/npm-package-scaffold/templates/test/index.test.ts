import { describe, it, expect } from "vitest";
import { identity } from "../src/index";

describe("identity", () => {
  it("returns its input", () => expect(identity(3)).toBe(3));
});
