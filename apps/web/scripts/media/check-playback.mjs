// Plays one rendered lesson in a real browser and prints what it decoded:
// Firefox ESR (Debian's firefox-esr, driven over WebDriver BiDi) or Chromium.
// The check behind docs/decisions/057-lesson-media.md's format choice;
// puppeteer-core comes with lighthouse (a root dev dependency).
// Usage: node apps/web/scripts/media/check-playback.mjs firefox|chromium apps/web/public/media/analytics.mp4
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import puppeteer from "puppeteer-core";

const [browserName, file] = process.argv.slice(2);
if (!file) throw new Error("usage: check-playback.mjs firefox|chromium <lesson>.mp4");
const video = readFileSync(file);
const captions = readFileSync(file.replace(/\.mp4$/, ".vtt"));
const server = createServer((request, response) => {
  if (request.url === "/lesson.mp4") {
    response.writeHead(200, { "content-type": "video/mp4", "content-length": video.length });
    return response.end(video);
  }
  if (request.url === "/lesson.vtt") {
    response.writeHead(200, { "content-type": "text/vtt" });
    return response.end(captions);
  }
  response.writeHead(200, { "content-type": "text/html" });
  response.end(
    '<!doctype html><video id="v" src="/lesson.mp4" muted><track kind="captions" src="/lesson.vtt" default></video>',
  );
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const { port } = server.address();
const browser = await puppeteer.launch(
  browserName === "firefox"
    ? { browser: "firefox", executablePath: "/usr/bin/firefox-esr", headless: true }
    : { executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox"] },
);
const page = await browser.newPage();
await page.goto(`http://127.0.0.1:${port}/`);
const result = await page.evaluate(async () => {
  const element = document.getElementById("v");
  await element.play();
  await new Promise((resolve) => setTimeout(resolve, 4000));
  return {
    canPlayType: element.canPlayType('video/mp4; codecs="avc1.4d401f, mp4a.40.2"'),
    currentTime: element.currentTime,
    duration: element.duration,
    videoWidth: element.videoWidth,
    captionCues: element.textTracks[0]?.cues?.length ?? 0,
    error: element.error?.code ?? null,
  };
});
console.info(browserName, JSON.stringify(result));
await browser.close();
server.close();
