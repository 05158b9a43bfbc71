(async () => {
  const wins = await chrome.windows.getAll({ populate: true });
  const root = document.getElementById('list');
  wins.forEach((w, i) => {
    const h = document.createElement('h2');
    h.textContent = `Window ${i + 1} (${w.tabs.length})`;
    const ul = document.createElement('ul');
    for (const t of w.tabs) {
      const li = document.createElement('li');
      li.textContent = t.title || t.url;
      ul.appendChild(li);
    }
    root.append(h, ul);
  });
})();
