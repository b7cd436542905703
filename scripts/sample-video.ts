// Generate the sample video: 8 seconds of a slow push-in over the featured poster artwork, with a
// quiet wind-like sound, as a small H.264 MP4 (needs ffmpeg: `apt-get install ffmpeg`). Captions
// are written by hand in content/media/valley-morning.vtt.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const media = path.resolve(process.env.CONTENT_DIR ?? "content", "media");
const temp = mkdtempSync(path.join(os.tmpdir(), "sample-video-"));
const frame = path.join(temp, "frame.png");
await sharp(path.join(media, "featured-poster.svg"), { density: 192 }).resize(1920, 1080).png().toFile(frame);

const out = path.join(media, "valley-morning.mp4");
const result = spawnSync(
  "ffmpeg",
  [
    "-y",
    "-loglevel",
    "error",
    "-loop",
    "1",
    "-i",
    frame,
    "-f",
    "lavfi",
    "-i",
    "anoisesrc=color=brown:amplitude=0.05:duration=8",
    "-filter_complex",
    "[0:v]zoompan=z='1+0.0008*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=192:s=640x360:fps=24,format=yuv420p[v];[1:a]lowpass=f=400,afade=t=in:d=1,afade=t=out:st=7:d=1[a]",
    "-map",
    "[v]",
    "-map",
    "[a]",
    "-t",
    "8",
    "-c:v",
    "libx264",
    "-preset",
    "veryslow",
    "-crf",
    "30",
    "-profile:v",
    "main",
    "-c:a",
    "aac",
    "-b:a",
    "48k",
    "-movflags",
    "+faststart",
    out,
  ],
  { stdio: "inherit" },
);
rmSync(temp, { recursive: true, force: true });
if (result.status !== 0) process.exit(result.status ?? 1);
console.log(`wrote ${path.relative(process.cwd(), out)} (${Math.round(statSync(out).size / 1024)} KB)`);
