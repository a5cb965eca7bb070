// Plain share links for a post page: addresses of each service's own share page, no scripts.

export interface ShareLink {
  name: string;
  href: string;
  /** What a screen reader hears before the name: "Share on X", "Share by E-mail". */
  verb: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const text = encodeURIComponent(`${title} ${url}`);
  return [
    { name: "X", verb: "Share on", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    {
      name: "LinkedIn",
      verb: "Share on",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { name: "WhatsApp", verb: "Share on", href: `https://wa.me/?text=${text}` },
    { name: "Telegram", verb: "Share on", href: `https://t.me/share/url?url=${u}&text=${t}` },
    { name: "E-mail", verb: "Share by", href: `mailto:?subject=${t}&body=${text}` },
  ];
}
