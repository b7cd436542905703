// Generate the sample videos: a slow push-in over an artwork with a quiet wind-like sound, as small
// H.264 MP4s (needs ffmpeg: `apt-get install ffmpeg`). The featured video (8 s) is made from
// media/featured-poster.svg, and one 6 s reel per newsroom from media/<newsroom>-reel.svg
// (scripts/sample-art.ts), which the sample contributors share with posters and captions of their
// own. Existing files are kept unless given --force. Captions are written by hand (*.vtt).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const force = process.argv.includes("--force");
const media = path.resolve(process.env.CONTENT_DIR ?? "content", "media");
const temp = mkdtempSync(path.join(os.tmpdir(), "sample-video-"));

async function makeClip(artwork: string, out: string, seconds: number): Promise<void> {
  if (existsSync(out) && !force) return;
  const frame = path.join(temp, "frame.png");
  await sharp(path.join(media, artwork), { density: 192 }).resize(1920, 1080).png().toFile(frame);
  const frames = seconds * 24;
  const result = spawnSync(
    "ffmpeg",
    [
      ...["-y", "-loglevel", "error", "-loop", "1", "-i", frame],
      ...["-f", "lavfi", "-i", `anoisesrc=color=brown:amplitude=0.05:duration=${seconds}`],
      "-filter_complex",
      `[0:v]zoompan=z='1+0.0008*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=640x360:fps=24,format=yuv420p[v];` +
        `[1:a]lowpass=f=400,afade=t=in:d=1,afade=t=out:st=${seconds - 1}:d=1[a]`,
      ...["-map", "[v]", "-map", "[a]", "-t", String(seconds)],
      ...["-c:v", "libx264", "-preset", "veryslow", "-crf", "32", "-profile:v", "main"],
      ...["-c:a", "aac", "-b:a", "32k", "-movflags", "+faststart", out],
    ],
    { stdio: "inherit" },
  );
  if (result.status !== 0) throw new Error(`ffmpeg failed for ${out}`);
  console.log(`wrote ${path.relative(process.cwd(), out)} (${Math.round(statSync(out).size / 1024)} KB)`);
}

try {
  await makeClip("featured-poster.svg", path.join(media, "valley-morning.mp4"), 8);
  for (const artwork of readdirSync(media).filter((name) => name.endsWith("-reel.svg"))) {
    await makeClip(artwork, path.join(media, artwork.replace(/\.svg$/, ".mp4")), 6);
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
