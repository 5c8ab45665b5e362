// What a teacher prints: a rules page as a handout (print media: the board whole, the
// controls and menus hidden, each link's address after it) and the variant's print
// pack, a PDF the page links.

export async function checkHandout(browser, origin, check) {
  const page = await browser.newPage({ viewport: { width: 800, height: 1100 } });
  await page.goto(`${origin}/en/ur/rules/`, { waitUntil: "load" });
  await page.emulateMedia({ media: "print" });
  const seen = await page.evaluate(() => {
    const shown = (sel) => [...document.querySelectorAll(sel)].some((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden");
    const board = document.querySelector("main figure svg.board");
    const link = [...document.querySelectorAll("main .content a[href^='/']")][0];
    return {
      board: board ? board.getBoundingClientRect().width : 0,
      hidden: ["details.figure-try", ".try", "p.play-link", "p.print-pack", ".site-search", "nav.toc", ".site-header nav", ".pager"].filter(shown),
      after: link ? getComputedStyle(link, "::after").content : "",
      href: link?.getAttribute("href") ?? "",
    };
  });
  check(seen.board >= 300, `handout: the board is printed whole (${seen.board} px wide)`);
  check(seen.hidden.length === 0, `handout: controls, menus and navigation are not printed (${seen.hidden.join(", ")})`);
  check(seen.after.includes(`https://`) && seen.after.includes(seen.href), `handout: a link's address is printed after it (${seen.after})`);
  await page.emulateMedia({ media: "screen" });
  const href = await page.locator("p.print-pack a").first().getAttribute("href");
  const r = await fetch(`${origin}${href}`);
  const bytes = new Uint8Array(await r.arrayBuffer());
  check(r.ok && new TextDecoder().decode(bytes.slice(0, 5)) === "%PDF-", `handout: the page's print pack ${href} is a PDF`);
  await page.close();
}
