import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {breakPhrases, keepTogetherWords, withoutPhraseBreaks} from '../../plugins/i18n/japanesePhrases';
import {breakMessagePhrases} from '../../plugins/typesetting';
import {mockStringsToRender} from '../../plugins/mockWords';
import {REVIEWED_WORDS} from '../support/japaneseLines';

const phrases = (text: string, keep: readonly string[] = []) => breakPhrases(text, keep, '|');

test('Japanese text is marked between phrases, never inside a word', () => {
  assert.equal(
    phrases('カフェのメニューで見つけた単語が、1枚のカードになって戻ってきます。'),
    'カフェの|メニューで|見つけた|単語が、|1枚の|カードに|なって|戻ってきます。',
  );
  assert.equal(phrases('お探しの単語まで、あとワンタップです。'), 'お探しの|単語まで、|あと|ワンタップです。');
});

test("a word of the glossary's keepTogether list stays whole where BudouX would split it", () => {
  assert.match(phrases('はちみつを買う'), /^は\|/);
  assert.equal(phrases('はちみつを買う', ['はちみつ']).split('|')[0]!.startsWith('はちみつ'), true);
  assert.ok(keepTogetherWords(process.cwd()).includes('はちみつ'));
});

test('placeholders, tags, addresses and text without Japanese are left as written', () => {
  assert.equal(phrases('App Storeで{appName}をダウンロード'), 'App Storeで|{appName}を|ダウンロード');
  assert.equal(phrases('出会った単語を、{keep}単語に。'), '出会った|単語を、|{keep}|単語に。');
  assert.doesNotMatch(phrases('<span class="found">はちみつ</span>を見つけた'), /<[^>]*\|/);
  assert.doesNotMatch(phrases('質問は support@example.com までお寄せください'), /support@[^ ]*\|/);
  assert.equal(phrases('Keep every word you meet.'), 'Keep every word you meet.');
});

test('no mark goes before what may not start a line, or after an opening bracket', () => {
  for (const text of ['以下「当社」といいます。）が提供します', 'チョウ（butterfly）とハエ（fly）', 'ゲーム・単語帳']) {
    const marked = phrases(text);
    assert.doesNotMatch(marked, /\|[）」、。・ー]/, marked);
    assert.doesNotMatch(marked, /[（「]\|/, marked);
  }
});

test('the marks come out again as the translator wrote the text', () => {
  const text = 'ゲームに出てくるのは、保存した単語だけ。';
  assert.equal(withoutPhraseBreaks(breakPhrases(text)), text);
});

test("only messages shown as text are marked: not those for <head>, a headline's highlighted word or an attribute (alt, accessible name, tooltip)", () => {
  const unmarked = {
    'home.meta.description': 'iPhoneで単語帳をつくる',
    'home.hero.title.keep': 'あなたのもの',
    'home.hero.screenshot.alt': 'アプリの単語カードと例文',
    'navbar.download.name': 'App Storeで単語帳をダウンロード',
    'theme.common.headingLinkTitle': '「{heading}」への直接リンク',
    'theme.docs.sidebar.collapseButtonAriaLabel': 'サイドバーを隠す',
  };
  const shown = {'home.hero.text': '単語に例文がつきます。', 'home.meet.title': '出会ったその場で、単語をキャッチ。'};
  const marked = breakMessagePhrases({...unmarked, ...shown}, []);
  for (const [id, text] of Object.entries(unmarked)) assert.equal(marked[id], text, id);
  for (const [id, text] of Object.entries(shown)) assert.notEqual(marked[id], text, id);
});

test("the Japanese mocks are rendered with marks; the translator's file has none", () => {
  const file = readFileSync('screenshots/source/strings/ja.json', 'utf8');
  assert.doesNotMatch(file, /\u200b/);
  assert.match(JSON.stringify(mockStringsToRender('ja')), /\u200b/);
  assert.doesNotMatch(JSON.stringify(mockStringsToRender('de')), /\u200b/);
});

test("translators' Japanese files hold no machine-inserted break marks", () => {
  for (const file of ['i18n/ja/code.json', 'i18n/ja/docusaurus-theme-classic/footer.json']) {
    assert.doesNotMatch(readFileSync(file, 'utf8'), /[\u200b\u2060]|<wbr>/, file);
  }
});

test('no reviewed word gets a mark inside it, in any Japanese message, mock string or document', () => {
  const keep = keepTogetherWords(process.cwd());
  const texts = [
    ...Object.values(JSON.parse(readFileSync('i18n/ja/code.json', 'utf8')) as Record<string, {message: string}>).map(
      ({message}) => message,
    ),
    JSON.stringify(mockStringsToRender('ja')),
    ...['privacy', 'terms', 'support', 'credits'].flatMap((doc) =>
      readFileSync(`i18n/ja/docusaurus-plugin-content-docs/current/${doc}.md`, 'utf8').split('\n'),
    ),
  ];
  for (const text of texts) {
    const marked = breakPhrases(text, keep, '|');
    for (const word of REVIEWED_WORDS) {
      if (!text.includes(word)) continue;
      const split = [...word].slice(1).map((_, i) => word.slice(0, i + 1) + '|' + word.slice(i + 1));
      for (const broken of split) assert.ok(!marked.includes(broken), `${broken} in ${marked}`);
    }
  }
});

test("a document's headings and short items break between phrases, its running text is left unmarked for the engine", async () => {
  const {unified} = await import('unified');
  const {default: remarkParse} = await import('remark-parse');
  const {default: remarkJapanesePhrases, PROSE_CLASS} = await import('../../plugins/markdown/remarkJapanesePhrases');
  const prose =
    'アプリ内でアカウントを削除するか、メールアドレスからご連絡ください。アカウントデータ、学習の進み具合、非公開のコンテンツを削除します。';
  const source = `## 単語はすべてのデバイスで使えますか？\n\n${prose}\n\n- 写真はiPhoneの中に残ります\n- ${prose}\n`;
  const processor = unified()
    .use(remarkParse)
    .use(remarkJapanesePhrases, {keepTogether: ['メールアドレス']});
  const tree = processor.runSync(processor.parse(source)) as import('mdast').Root;
  // The block's text, each <wbr> as "|".
  const text = (node: import('mdast').Nodes): string =>
    (node.data as {hName?: string} | undefined)?.hName === 'wbr'
      ? '|'
      : 'value' in node
        ? node.value
        : 'children' in node
          ? node.children.map((child) => text(child as import('mdast').Nodes)).join('')
          : '';
  const [heading, paragraph, list] = tree.children as [
    import('mdast').Heading,
    import('mdast').Paragraph,
    import('mdast').List,
  ];
  const [short, long] = (list as import('mdast').List).children;
  // Phrases: a few <wbr>, none inside a word, and no invisible character that a copied text would carry.
  assert.match(text(heading), /^単語は\|すべての\|/);
  assert.match(text(short!), /\|/);
  assert.doesNotMatch(text(short!), /写\|真/);
  assert.doesNotMatch(JSON.stringify(tree), /\u200b/);
  // Running text: no mark at all (copied text carries none); the class that lets the engine break it between
  // characters under its kinsoku rules (src/css/i18n.css), and each character that may not start a line held in one
  // unbreakable span with the one before it (WebKitGTK breaks there). The short item keeps its marks, no class.
  const values = (node: unknown) => [...JSON.stringify(node).matchAll(/"value":"([^"]*)"/g)].map((m) => m[1]).join('');
  const held = (node: unknown): string[] =>
    JSON.stringify(node).includes('"ja-kinsoku"')
      ? [
          ...JSON.stringify(node).matchAll(
            /"className":\["ja-kinsoku"\]\}\},"children":\[\{"type":"text","value":"([^"]*)"/g,
          ),
        ].map((m) => m[1]!)
      : [];
  for (const block of [paragraph, long]) {
    assert.equal(values(block), prose);
    for (const group of ['か、', 'い。', 'す。', 'メー', 'デー', 'タ、'])
      assert.ok(held(block).includes(group), `${group} in ${held(block).join(' ')}`);
    // Nothing else is held: only pairs, each ending in what may not start a line.
    assert.ok(
      held(block).every((group) => group.length === 2 && /[、。ー]$/.test(group)),
      held(block).join(' '),
    );
    assert.deepEqual((block.data as {hProperties?: {className?: string[]}} | undefined)?.hProperties?.className, [
      PROSE_CLASS,
    ]);
  }
  assert.equal(short.data, undefined);
});
