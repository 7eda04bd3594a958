/** The k first of `items` in `cmp` order: a full sort when most are wanted, else a bounded heap. */
export function topK(
  items: ArrayLike<number>,
  k: number,
  cmp: (a: number, b: number) => number,
): number[] {
  if (k * 4 >= items.length) return Array.from(items).sort(cmp).slice(0, k);
  // A max-heap by `cmp`: the root is the worst of the best k kept so far.
  const heap: number[] = [];
  const worse = (i: number, j: number) => cmp(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const t = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = t;
  };
  for (let n = 0; n < items.length; n += 1) {
    const x = items[n]!;
    if (heap.length < k) {
      heap.push(x);
      let i = heap.length - 1;
      while (i > 0 && worse(i, (i - 1) >> 1)) {
        swap(i, (i - 1) >> 1);
        i = (i - 1) >> 1;
      }
    } else if (cmp(x, heap[0]!) < 0) {
      heap[0] = x;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && worse(l, m)) m = l;
        if (r < heap.length && worse(r, m)) m = r;
        if (m === i) break;
        swap(i, m);
        i = m;
      }
    }
  }
  return heap.sort(cmp);
}
