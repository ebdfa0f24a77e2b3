/**
 * Props that tell when an <img> could not be shown, whenever that happened. An image drawn on the
 * server may fail before the page hydrates, when React is not yet listening for its error event:
 * it is then found broken as it is attached (complete, with no pixels). So a server-drawn tile and
 * one drawn later fall back alike (issue 28 item 6).
 */
export function imageFailure(onFail: () => void) {
  return {
    onError: onFail,
    ref: (image: HTMLImageElement | null) => {
      if (image?.getAttribute('src') && image.complete && image.naturalWidth === 0) onFail();
    },
  };
}
