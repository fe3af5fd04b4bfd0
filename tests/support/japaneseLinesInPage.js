/*
 * Run in the page (Playwright's page.evaluate, WebDriver's executeScript), as text: one function expression.
 * Where the Japanese text of the page breaks its lines badly. In every block: a line that starts with a small kana,
 * the long-vowel mark or closing punctuation (kinsoku). In a block broken between phrases (headings, UI text, a
 * document's short items): a reviewed word split over two lines. In a document's running text, which breaks between
 * any two characters as prose does: a U+200B in its text, a line that ends short of the block's edge by more than what could not move up
 * (a ragged line). Each character's place comes
 * from Range.getClientRects; a line starts where a character sits lower than the one before it in the same block.
 * Returns the problems, each with the two lines around it, and which of the words the page showed.
 */
(words) => {
  const NO_LINE_START =
    /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー〜、。，．・：；！？）」』】〕〉》］｝ゝゞヽヾ々,.!?:;)\]}]$/u;
  const NO_LINE_END = /^[（「『【〔〈《［｛(\[{]$/u;
  const BREAK = '\u200b';
  const blockOf = (element) => {
    let at = element;
    while (at && at !== document.body && getComputedStyle(at).display.startsWith('inline')) at = at.parentElement;
    return at;
  };
  const blocks = new Map();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || !element.closest('[lang]')?.lang.startsWith('ja')) continue;
    if (element.closest('script, style, noscript, [hidden]')) continue;
    const block = blockOf(element);
    const box = block.getBoundingClientRect();
    // Visually hidden text (a 1 px clip) draws each character on a line of its own; the skip link waits off screen.
    if (box.width < 40 || box.left >= innerWidth || box.right <= 0 || !element.checkVisibility()) continue;
    if (!blocks.has(block)) blocks.set(block, []);
    const chars = blocks.get(block);
    const text = node.data;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === BREAK || /\s/.test(text[i])) {
        chars.push({char: ' ', top: undefined});
        continue;
      }
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || rect.height === 0) continue;
      chars.push({char: text[i], top: rect.top, height: rect.height, right: rect.right, width: rect.width});
    }
  }
  const problems = [];
  const seen = new Set();
  let proseBlocks = 0;
  for (const [block, chars] of blocks) {
    const style = getComputedStyle(block);
    // A document's running text, which the build leaves unmarked for the engine to break between characters
    // (plugins/markdown/remarkJapanesePhrases.ts): no U+200B in it, or copying it carries them.
    const prose = block.closest('.markdown .ja-prose') !== null;
    if (prose) proseBlocks++;
    if (prose && block.textContent.includes(BREAK)) {
      problems.push(`running text carries U+200B: "${block.textContent.slice(0, 40)}…"`);
    }
    const lines = [[]];
    let top;
    for (const c of chars) {
      if (c.top === undefined) {
        lines[lines.length - 1].push(c);
        continue;
      }
      if (top !== undefined && c.top > top + c.height / 2) lines.push([]);
      top = c.top;
      lines[lines.length - 1].push(c);
    }
    const texts = lines.map((line) => line.map((c) => c.char).join(''));
    const context = (i) => `"${texts[i - 1].trim()}" / "${texts[i].trim()}"`;
    for (let i = 1; i < lines.length; i++) {
      const first = texts[i].trimStart()[0];
      if (first && NO_LINE_START.test(first)) problems.push(`a line starts with ${first}: ${context(i)}`);
    }
    if (prose) {
      // Running text fills its lines: each line but the last reaches the block's edge, less what could not be
      // drawn there: the next line's first unit, that is its opening brackets, its first character or Latin word
      // (which does not break inside) and the closing punctuation that may not start a line (kinsoku).
      const edge = block.getBoundingClientRect().right - parseFloat(style.paddingRight);
      const em = parseFloat(style.fontSize);
      for (let i = 0; i < lines.length - 1; i++) {
        const drawn = lines[i].filter((c) => c.top !== undefined);
        const next = lines[i + 1].filter((c) => c.top !== undefined);
        if (drawn.length === 0 || next.length === 0) continue;
        let at = 0;
        let unit = 0;
        while (at < next.length - 1 && NO_LINE_END.test(next[at].char)) unit += next[at++].width;
        if (/[!-~\u00a0-\u024f]/.test(next[at].char)) {
          while (at < next.length && /[!-~\u00a0-\u024f]/.test(next[at].char)) unit += next[at++].width;
        } else unit += next[at++].width;
        while (at < next.length && NO_LINE_START.test(next[at].char)) unit += next[at++].width;
        const end = Math.max(...drawn.map((c) => c.right));
        if (edge - end > unit + 0.5 * em) {
          problems.push(`a line of running text ends ${Math.round(edge - end)} px short: ${context(i + 1)}`);
        }
      }
      continue;
    }
    // The words, looked for in the text without spaces or marks, each checked for a line break inside it.
    const flat = [];
    lines.forEach((line, n) => line.forEach((c) => c.char !== ' ' && flat.push({char: c.char, line: n})));
    const joined = flat.map((c) => c.char).join('');
    for (const word of words) {
      for (let at = joined.indexOf(word); at !== -1; at = joined.indexOf(word, at + 1)) {
        seen.add(word);
        const first = flat[at].line;
        const last = flat[at + word.length - 1].line;
        if (first !== last) problems.push(`"${word}" is split over two lines: ${context(last)}`);
      }
    }
  }
  return {problems, seen: [...seen], prose: proseBlocks};
};
