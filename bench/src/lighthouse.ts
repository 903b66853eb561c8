import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { pathTo } from "@wellbeing/domain";
import { buildWebApp } from "@wellbeing/scripts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "@wellbeing/testkit/chromium";
import { openBenchDatabase } from "./benchDatabase";
import { benchAdminCookie, startBenchSystem } from "./benchSystem";

// Lighthouse's mobile preset (its default: a mid-range phone, simulated slow 4G and a 4× slower CPU) on
// three first screens of a fresh build, served as production serves it, each page from a cold cache.

export const PERFORMANCE_TARGET = 90;

/** BENCH_LIGHTHOUSE_REPORTS=<folder>: each page's full report is written there (JSON, for Lighthouse's viewer). */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** Lighthouse's Chromium runs headless, with the flags the browser tests use on this machine. */
const CHROME_FLAGS = ["--headless", ...CHROMIUM_FLAGS];

interface PageScore {
  readonly score: number;
  readonly metrics: Readonly<Record<"fcp" | "lcp" | "tbt" | "cls", number>>;
}

const audit = (result: NonNullable<Awaited<ReturnType<typeof lighthouse>>>, id: string) => result.lhr.audits[id]?.numericValue ?? Number.NaN;

/**
 * One Lighthouse run, Performance only, in a Chromium of its own (a cold cache and a fresh profile). A session
 * cookie goes into the browser's own jar: Chromium drops a `Cookie` given as an extra header from the page's
 * fetches, so the staff home measured was the log-in page its guard sent an anonymous visitor to.
 */
const scorePage = async (name: string, url: string, cookie?: string): Promise<PageScore> => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (cookie) {
      const [cookieName = "", ...value] = cookie.split("=");
      await browser.defaultBrowserContext().setCookie({ name: cookieName, value: value.join("="), domain: new URL(url).hostname, path: "/" });
    }
    const result = await lighthouse(url, { output: "json", logLevel: "error", onlyCategories: ["performance"] }, undefined, page);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result.lhr.runtimeError.message}`);
    if (result.lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse was sent from ${url} to ${result.lhr.finalDisplayedUrl}`);
    if (REPORTS) await writeFile(path.join(REPORTS, `${name.replace(/\W+/g, "-")}.json`), String(result.report));
    return {
      score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
      metrics: {
        fcp: audit(result, "first-contentful-paint"),
        lcp: audit(result, "largest-contentful-paint"),
        tbt: audit(result, "total-blocking-time"),
        cls: audit(result, "cumulative-layout-shift"),
      },
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Builds the app, serves it with the whole system over a bench database, and prints each page's Performance score next to its target. */
export const reportLighthouse = async (): Promise<void> => {
  const root = path.resolve(import.meta.dirname, "../..");
  const webDist = await mkdtemp(path.join(os.tmpdir(), "wellbeing-lighthouse-"));
  const database = await openBenchDatabase();
  try {
    await buildWebApp(root, { outDir: webDist });
    const system = await startBenchSystem(database.url, webDist);
    try {
      const cookie = await benchAdminCookie(system);
      const pages = [
        { name: "welcome page", url: `${system.url}${pathTo("welcome")}` },
        { name: "public course schedule", url: `${system.url}${pathTo("courseSchedule")}` },
        { name: "staff home (logged in)", url: `${system.url}${pathTo("dashboard")}`, cookie },
      ];
      console.log(`Lighthouse mobile Performance (mobile preset: simulated slow 4G, 4× CPU slowdown; cold cache), target ≥ ${PERFORMANCE_TARGET}:`);
      for (const page of pages) {
        const { score, metrics } = await scorePage(page.name, page.url, page.cookie);
        const verdict = score >= PERFORMANCE_TARGET ? "meets" : "BELOW";
        console.log(
          `  ${page.name.padEnd(24)} ${String(score).padStart(3)}  (${verdict} the target of ≥ ${PERFORMANCE_TARGET}; ratio ${(score / PERFORMANCE_TARGET).toFixed(2)})  FCP ${seconds(metrics.fcp)}  LCP ${seconds(metrics.lcp)}  TBT ${Math.round(metrics.tbt)} ms  CLS ${metrics.cls.toFixed(3)}`,
        );
      }
    } finally {
      await system.stop();
    }
  } finally {
    await database.close();
    await rm(webDist, { recursive: true, force: true });
  }
};
