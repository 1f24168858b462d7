/**
 * How a photo loads (issue 15 item 3): the page's first, likely largest, photo is fetched at once
 * and ahead of other requests; every other one only when scrolled near, decoded off the main
 * thread. Its box is reserved by the caller (width/height or an aspect ratio), so nothing shifts.
 */
export function imageLoading(priority = false) {
  return priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}
