/** docs/content.md#blog: a post can be shared on two social networks. */
export function shareLinks(url: string, title: string) {
  const encodedUrl = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
    x: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
  };
}
