// Shared iOS chrome (status bar, tab bar, home indicator) for every mock screen,
// and the screen's words in the language being rendered. Each screen sets
// data-tab on <body> to mark its active tab.
//
// `npm run screenshots` puts window.MOCK = {locale, lang, dir, learning, strings}
// in the page before it loads (strings: strings/<locale>.json). Every element
// with a data-t attribute (a path in the strings: games.tiles.0) gets that text; data-learn marks text in the
// language being learned (lang set, a left-to-right run in Arabic), as does
// an <i> inside a string. A missing string is drawn in red and listed in
// window.MOCK_MISSING, which stops the script with its name.
(function () {
  const mock = window.MOCK;
  const missing = (window.MOCK_MISSING = []);
  const t = (key) => {
    const value = key.split('.').reduce((node, part) => (node == null ? undefined : node[part]), mock && mock.strings);
    if (typeof value === 'string') return value;
    missing.push(key);
    return `<span style="color:red">${key}</span>`;
  };
  const learned = (element) => {
    element.setAttribute('lang', mock.learning);
    element.setAttribute('dir', 'ltr');
  };
  if (!mock) throw new Error('Render the mocks with `npm run screenshots`: it supplies their words.');
  document.documentElement.lang = mock.lang;
  document.documentElement.dir = mock.dir;
  for (const element of document.querySelectorAll('[data-t]')) {
    element.innerHTML = t(element.dataset.t);
    if ('learn' in element.dataset) {
      // An inline run inside the element, so a block keeps the page's alignment.
      const run = document.createElement('span');
      learned(run);
      run.append(...element.childNodes);
      element.append(run);
    } else element.querySelectorAll('i').forEach(learned);
  }
  document.querySelectorAll('[data-learn-block]').forEach(learned);
  const status = `
  <div class="status">
    <span>9:41</span>
    <span class="icons">
      <svg width="19" height="12" viewBox="0 0 19 12"><rect x="0" y="8" width="3.2" height="4" rx="1"/><rect x="5" y="5.5" width="3.2" height="6.5" rx="1"/><rect x="10" y="3" width="3.2" height="9" rx="1"/><rect x="15" y="0" width="3.2" height="12" rx="1"/></svg>
      <svg width="17" height="12" viewBox="0 0 17 12"><path d="M8.5 2.3c2.4 0 4.6.9 6.2 2.5l1.2-1.2A10.4 10.4 0 0 0 8.5.6 10.4 10.4 0 0 0 1.1 3.6l1.2 1.2a8.7 8.7 0 0 1 6.2-2.5zm0 3.4c1.5 0 2.9.6 3.9 1.6l1.2-1.2a7.2 7.2 0 0 0-10.2 0l1.2 1.2c1-1 2.4-1.6 3.9-1.6zm0 3.4c.6 0 1.2.2 1.6.6L8.5 11.3 6.9 9.7c.4-.4 1-.6 1.6-.6z"/></svg>
      <svg width="27" height="13" viewBox="0 0 27 13"><rect x="0.5" y="0.5" width="23" height="12" rx="3.8" fill="none" stroke="currentColor" opacity=".4"/><rect x="2" y="2" width="20" height="9" rx="2.5"/><path d="M25 4.5v4c.8-.3 1.3-1.1 1.3-2s-.5-1.7-1.3-2z" opacity=".4"/></svg>
    </span>
  </div>`;
  const tabs = [
    ['words', t('chrome.tabs.words'), '<path d="M6 4h10a2 2 0 0 1 2 2v15l-7-4-7 4V6a2 2 0 0 1 2-2z"/>'],
    ['add', t('chrome.tabs.add'), '<circle cx="14" cy="14" r="10"/><path d="M14 9v10M9 14h10"/>'],
    [
      'games',
      t('chrome.tabs.games'),
      '<rect x="3" y="8" width="22" height="13" rx="6.5"/><path d="M9 12v5M6.5 14.5h5"/><circle cx="18" cy="13" r="1.2"/><circle cx="20.5" cy="16" r="1.2"/>',
    ],
    [
      'sets',
      t('chrome.tabs.sets'),
      '<rect x="4" y="4" width="8.5" height="8.5" rx="2.5"/><rect x="15.5" y="4" width="8.5" height="8.5" rx="2.5"/><rect x="4" y="15.5" width="8.5" height="8.5" rx="2.5"/><rect x="15.5" y="15.5" width="8.5" height="8.5" rx="2.5"/>',
    ],
  ];
  const active = document.body.dataset.tab;
  const tabbar = `<nav class="tabbar">${tabs
    .map(
      ([id, label, icon]) =>
        `<div class="tab${id === active ? ' active' : ''}"><svg viewBox="0 0 28 28">${icon}</svg>${label}</div>`,
    )
    .join('')}</nav><div class="home-indicator"></div>`;
  const row = (keys) =>
    keys
      .split('')
      .filter((k) => k !== ' ')
      .map((k) => `<div class="key">${k}</div>`)
      .join('');
  // The iOS keyboard as an iPhone with Face ID draws it: four rows of keys, and
  // below them the globe and the dictation microphone either side of the home
  // indicator. It types the learned language's letters, so it stays left to
  // right in an Arabic interface; its labels are the interface's.
  const [row1, row2, row3] = mock.strings.chrome.keyboard.rows;
  const keyboard = `<div class="keyboard" dir="ltr">
    <div class="keys">${row(row1)}</div>
    <div class="keys">${row(row2)}</div>
    <div class="keys"><div class="key mod"><svg viewBox="0 0 22 22"><path d="M11 3.5 3.5 11H7.5v7h7v-7H18.5z"/></svg></div>${row(row3)}<div class="key mod"><svg viewBox="0 0 22 22"><path d="M8 5h10.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H8l-6-6z"/><path d="m10.5 8.5 5 5m0-5-5 5"/></svg></div></div>
    <div class="keys"><div class="key wide mod">${t('chrome.keyboard.numbers')}</div><div class="key space" dir="auto">${t('chrome.keyboard.space')}</div><div class="key go" dir="auto">${t('chrome.keyboard.search')}</div></div>
    <div class="kb-bottom">
      <svg viewBox="0 0 28 28"><circle cx="14" cy="14" r="10.5"/><path d="M3.5 14h21M14 3.5c3.6 3 3.6 18 0 21M14 3.5c-3.6 3-3.6 18 0 21"/></svg>
      <svg viewBox="0 0 28 28"><rect x="10" y="3.5" width="8" height="13" rx="4"/><path d="M6.5 13a7.5 7.5 0 0 0 15 0M14 20.5v4"/></svg>
    </div>
  </div><div class="home-indicator"></div>`;
  document.body.insertAdjacentHTML('afterbegin', status);
  if ('keyboard' in document.body.dataset) document.body.insertAdjacentHTML('beforeend', keyboard);
  else if (active) document.body.insertAdjacentHTML('beforeend', tabbar);
  else document.body.insertAdjacentHTML('beforeend', '<div class="home-indicator"></div>');
})();
