import { describe, expect, test } from "vitest";
import { ContentError } from "../../../app/content/content-error.server";
import { parseTranscript } from "../../../app/content/transcript.server";

describe("parseTranscript", () => {
  test("every cue's words in order, without markup, with the voice that says them", () => {
    const vtt = [
      "WEBVTT",
      "",
      "intro",
      "00:00:00.000 --> 00:00:02.500 align:start",
      "<v Ana>Hi &amp; <i>welcome</i></v>",
      "",
      "00:00:02.500 --> 00:00:05.000",
      "Two lines",
      "of one cue",
      "",
      "00:00:05.000 --> 00:00:06.000",
      "<ruby>漢<rt>kan</rt></ruby> <00:00:05.500>later",
      "",
    ].join("\n");
    expect(parseTranscript(vtt, "/content/media/a.vtt")).toEqual([
      { start: 0, text: "Hi & welcome", speaker: "Ana" },
      { start: 2.5, text: "Two lines of one cue" },
      { start: 5, text: "漢 later" },
    ]);
  });

  test("leaves out cues without words", () => {
    expect(
      parseTranscript("WEBVTT\n\n00:00.000 --> 00:01.000\n<i> </i>\n\n00:01.000 --> 00:02.000\nYes\n", "a.vtt"),
    ).toEqual([{ start: 1, text: "Yes" }]);
  });

  test("a file that is not WebVTT stops the build, naming the file", () => {
    const parse = () => parseTranscript("1\n00:00:00,000 --> 00:00:01,000\nAn SRT file\n", "/work/content/media/a.vtt");
    expect(parse).toThrow(ContentError);
    expect(parse).toThrow(/a\.vtt\n {2}- file: expected a WebVTT captions file .*; found No valid signature/);
  });
});
