/** Full-page navigation, behind an object so tests can observe it (jsdom cannot navigate). */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
