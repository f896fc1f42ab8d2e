// What the script flags on a page by itself, at the narrow width: a page wider than the window
// (the visitor scrolls sideways), naming the elements that stick out; and a heading with a word
// cut across two lines (a word whose text spans two line boxes), naming the word and whether the
// heading is allowed to cut anywhere; a picture that did not load.
import type { Page } from 'puppeteer-core';

interface Found {
  overflow: { scrollWidth: number; innerWidth: number; culprits: string[] } | null;
  brokenHeadings: string[];
  missingPictures: string[];
}

/** Runs in the page: no reference to anything outside. */
function findLayoutProblems(): Found {
  const describe = (element: Element) => {
    const classes = [...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('');
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes}`;
  };
  const width = window.innerWidth;
  let overflow: Found['overflow'] = null;
  if (document.documentElement.scrollWidth > width) {
    // The outermost elements past the right edge: their children stick out with them.
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1) continue;
      culprits.push(`${describe(element)} (right ${Math.round(box.right)}px)`);
      if (culprits.length === 5) break;
    }
    overflow = { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, culprits };
  }
  const brokenHeadings: string[] = [];
  for (const heading of document.querySelectorAll('h1, h2, h3, h4')) {
    if (heading.getClientRects().length === 0) continue;
    const style = getComputedStyle(heading);
    // Named with a cut it caused: on a heading that holds a visitor's text (the finder's place),
    // 'anywhere' only keeps a long unbroken string from overflowing.
    const cutsAnywhere = style.overflowWrap === 'anywhere' || style.wordBreak === 'break-all';
    const why = cutsAnywhere ? ` (the heading may cut any word: ${style.overflowWrap}, ${style.wordBreak})` : '';
    const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
        );
        // A word with a dash may end a line at its dash, as the language allows.
        const cut = lines.size > 1 && !/[-‑–]/.test(word[0]);
        if (cut) brokenHeadings.push(`${describe(heading)}: '${word[0]}' cut across ${lines.size} lines${why}`);
      }
    }
  }
  const missingPictures = [...document.images]
    .filter((image) => image.complete && image.naturalWidth === 0 && image.getClientRects().length > 0)
    .map((image) => image.currentSrc || image.src);
  return { overflow, brokenHeadings, missingPictures };
}

/** The page's problems at its present width, one line each ([] when none). */
export async function layoutProblems(page: Page): Promise<string[]> {
  const found = await page.evaluate(findLayoutProblems);
  const problems: string[] = [];
  if (found.overflow) {
    const { scrollWidth, innerWidth, culprits } = found.overflow;
    problems.push(
      `scrolls sideways: ${scrollWidth}px wide in ${innerWidth}px (${culprits.join(', ') || 'no element found'})`,
    );
  }
  problems.push(...found.brokenHeadings.map((problem) => `heading ${problem}`));
  problems.push(...found.missingPictures.map((source) => `picture not loaded: ${source}`));
  return problems;
}
