// The offline page's list of the listings the service worker kept (src/sw/offline-reads.ts): the
// pages opened ('nivaas-listings', named by their title) and the listings opened inside the app
// (their PropertyDetail read in 'nivaas-reads'), newest first, each once; and 'Try again'.
(function () {
  var LISTINGS_CACHE = 'nivaas-listings';
  var READS_CACHE = 'nivaas-reads';
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

  function keptPages() {
    return caches.open(LISTINGS_CACHE).then(function (cache) {
      return cache.keys().then(function (requests) {
        return Promise.all(
          requests.map(function (request) {
            return cache.match(request).then(function (response) {
              return response.text().then(function (html) {
                return { path: new URL(request.url).pathname, title: titleOf(html) };
              });
            });
          }),
        );
      });
    });
  }

  function keptReads() {
    return caches.open(READS_CACHE).then(function (cache) {
      return cache.keys().then(function (requests) {
        var details = requests.filter(function (request) {
          return new URL(request.url).pathname === '/__offline-reads/PropertyDetail';
        });
        return Promise.all(
          details.map(function (request) {
            return cache.match(request).then(function (response) {
              return response.json().then(function (answer) {
                var listing = answer && answer.data && answer.data.property;
                return listing ? { path: '/property/' + listing.id, title: listing.title } : null;
              });
            });
          }),
        );
      });
    });
  }

  if (!('caches' in window)) return show([]);
  Promise.all([keptPages(), keptReads()])
    .then(function (found) {
      var seen = {};
      // Each cache lists its oldest first: newest first, a listing kept both ways once.
      return found[0]
        .concat(found[1])
        .reverse()
        .filter(function (entry) {
          if (!entry || seen[entry.path]) return false;
          seen[entry.path] = true;
          return true;
        });
    })
    .then(show, function () {
      show([]);
    });
})();
