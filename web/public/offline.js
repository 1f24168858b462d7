// The offline page's list of listings kept by the service worker (its 'nivaas-listings' cache,
// src/sw/offline-reads.ts), newest first, each named by its page's title; and 'Try again'.
(function () {
  var LISTINGS_CACHE = 'nivaas-listings';
  var list = document.getElementById('recent-listings');
  var none = document.getElementById('no-recent-listings');
  document.getElementById('try-again').addEventListener('click', function () {
    location.reload();
  });

  function titleOf(html) {
    var match = /<title>([^<]*)<\/title>/i.exec(html);
    var text = document.createElement('textarea');
    text.innerHTML = match ? match[1] : 'A listing';
    return text.value.replace(/\s*\|\s*Nivaas\s*$/, '');
  }

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

  if (!('caches' in window)) return show([]);
  caches
    .open(LISTINGS_CACHE)
    .then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(
          requests.reverse().map(function (request) {
            return cache.match(request).then(function (response) {
              return response.text().then(function (html) {
                return { path: new URL(request.url).pathname, title: titleOf(html) };
              });
            });
          }),
        );
      });
    })
    .then(show, function () {
      show([]);
    });
})();
