// The offline page's list of the listings kept to read offline, newest first, each once: the
// service worker answers it from its caches (src/sw/offline-list.ts), the only one knowing them;
// and 'Try again'.
(function () {
  var list = document.getElementById('recent-listings');
  var none = document.getElementById('no-recent-listings');
  document.getElementById('try-again').addEventListener('click', function () {
    location.reload();
  });

  function show(entries) {
    if (!entries.length) none.hidden = false;
    entries.forEach(function (entry) {
      var item = document.createElement('li');
      var link = document.createElement('a');
      link.href = entry.path;
      link.textContent = entry.title;
      item.appendChild(link);
      list.appendChild(item);
    });
  }

  // OFFLINE_LIST_PATH of src/sw/offline-reads.ts; without the worker, nothing is kept.
  fetch('/offline-pages.json')
    .then(function (response) {
      if (!response.ok) throw new Error('No list of the listings kept');
      return response.json();
    })
    .then(show, function () {
      show([]);
    });
})();
