import { chromium } from "playwright";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const p = await b.newPage({ viewport: { width: 640, height: 800 } });
for (const q of process.argv.slice(2)) {
  await p.goto("http://localhost:3000/embed?" + q);
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await p.waitForFunction(() => !document.querySelector("main")?.getAttribute("aria-busy") || document.querySelector("main").getAttribute("aria-busy") === "false");
  await p.waitForTimeout(1500);
  const h = await p.evaluate(() => ({ body: document.body.getBoundingClientRect().height, doc: document.documentElement.scrollHeight, lead: document.querySelector(".embed__lead")?.getBoundingClientRect().height, video: document.querySelector(".video")?.getBoundingClientRect().height, strip: document.querySelector(".embed__strip")?.getBoundingClientRect().height, header: document.querySelector(".embed__header")?.getBoundingClientRect().height, opening: document.querySelector(".embed__lead-opening")?.getBoundingClientRect().height, title: document.querySelector(".embed__lead-title")?.getBoundingClientRect().height, img: document.querySelector(".embed__lead img")?.getBoundingClientRect().height }));
  console.log(q, JSON.stringify(h));
  await p.screenshot({ path: `/tmp/w47b-embed-${q.replace(/\W/g, "_")}.png`, fullPage: true });
}
await b.close();
