// The building blocks of every newsletter mail: a one-column layout of tables (what every mail
// client lays out the same way), inline styles for the light palette, and a <style> block that
// only adds the dark palette and the phone width (clients that drop it still get a readable mail).
import type { CSSProperties, ReactNode } from "react";
import type { MailFooter } from "~/features/settings/public";

/** Width of the mail's column on a wide screen, and of what sits inside its padding. */
export const COLUMN_WIDTH = 600;
const PADDING = 24;
export const CONTENT_WIDTH = COLUMN_WIDTH - 2 * PADDING;

// The site's light palette (app.css). It has to stand on its own: Gmail ignores the dark one,
// and a client that inverts colours gets dark text on light ground to invert, never the reverse.
export const light = {
  page: "#f1f5f9",
  card: "#ffffff",
  text: "#0f172a",
  muted: "#475569",
  border: "#dbe2ea",
  accent: "#0e7490",
  accentText: "#ffffff",
} as const;

// The site's dark palette, for clients that honour prefers-color-scheme (Apple Mail, iOS Mail,
// Outlook for Mac). Class names are prefixed so no client's own styles collide with them.
const dark = {
  page: "#0b1120",
  card: "#121b2f",
  text: "#e2e8f0",
  muted: "#a3b1c6",
  border: "#24324b",
  accent: "#22d3ee",
  accentText: "#03141b",
} as const;

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
body { margin: 0; padding: 0; width: 100% !important; -webkit-text-size-adjust: 100%; }
a { text-decoration: underline; }
@media (prefers-color-scheme: dark) {
  .nl-page { background-color: ${dark.page} !important; }
  .nl-card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
  .nl-text { color: ${dark.text} !important; }
  .nl-muted { color: ${dark.muted} !important; }
  .nl-link { color: ${dark.accent} !important; }
  .nl-rule { border-color: ${dark.border} !important; }
  .nl-button { background-color: ${dark.accent} !important; }
  .nl-button-link { color: ${dark.accentText} !important; }
}
@media only screen and (max-width: ${COLUMN_WIDTH + 20}px) {
  .nl-column { width: 100% !important; }
  .nl-pad { padding-left: 16px !important; padding-right: 16px !important; }
}
`;

export const textStyle = (size: number, line: number, extra?: CSSProperties): CSSProperties => ({
  fontFamily: FONT,
  fontSize: `${size}px`,
  lineHeight: `${line}px`,
  color: light.text,
  margin: 0,
  ...extra,
});

// Outlook for Windows ignores display:none; its own property hides the preview line there.
const OUTLOOK_HIDE = { msoHide: "all" } as unknown as CSSProperties;

/**
 * A hidden first line: the preview most clients show next to the subject. Left out of the text
 * part (`data-skip-in-text`).
 */
function Preheader({ children }: { children: string }) {
  return (
    <div
      data-skip-in-text="true"
      style={{
        display: "none",
        ...OUTLOOK_HIDE,
        maxHeight: 0,
        maxWidth: 0,
        overflow: "hidden",
        opacity: 0,
        fontSize: "1px",
        lineHeight: "1px",
        color: light.card,
      }}
    >
      {children}
      {/* Keeps clients from filling the preview with the start of the body. */}
      {"\u00a0\u200c".repeat(60)}
    </div>
  );
}

/** A table used for layout only (screen readers skip `role="presentation"`). */
function LayoutTable({
  children,
  width,
  className,
  style,
}: {
  children: ReactNode;
  /** "100%" unless given; `null` leaves it out (a table as wide as what is in it). */
  width?: string | null;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <table
      role="presentation"
      width={width === null ? undefined : (width ?? "100%")}
      cellPadding={0}
      cellSpacing={0}
      border={0}
      className={className}
      style={{ borderCollapse: "collapse", ...style }}
    >
      <tbody>{children}</tbody>
    </table>
  );
}

export function Layout({
  title,
  preheader,
  siteName,
  origin,
  eyebrow,
  why,
  unsubscribeUrl,
  footer,
  children,
}: {
  /** The subject: the document's title. */
  title: string;
  preheader: string;
  siteName: string;
  origin: string;
  /** A word above the content, in the site's voice ("Transmission"). */
  eyebrow?: string;
  /** Why this address gets the mail: the first line of the footer. */
  why: string;
  unsubscribeUrl: string;
  footer: MailFooter | null;
  children: ReactNode;
}) {
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta httpEquiv="Content-Type" content="text/html; charset=UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="x-apple-disable-message-reformatting" />
        <meta name="format-detection" content="telephone=no, date=no, address=no, email=no" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{title}</title>
        {/* A constant of this file: no content goes into it. */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body className="nl-page" style={{ margin: 0, padding: 0, backgroundColor: light.page }}>
        <Preheader>{preheader}</Preheader>
        <LayoutTable className="nl-page" style={{ backgroundColor: light.page }}>
          <tr>
            <td align="center" style={{ padding: "24px 8px" }}>
              <LayoutTable
                width={String(COLUMN_WIDTH)}
                className="nl-column"
                style={{ width: "100%", maxWidth: `${COLUMN_WIDTH}px` }}
              >
                <tr>
                  <td className="nl-pad" style={{ padding: `0 ${PADDING}px 16px` }}>
                    <a
                      href={origin}
                      className="nl-text"
                      style={textStyle(18, 24, { fontWeight: 700, textDecoration: "none" })}
                    >
                      {siteName}
                    </a>
                  </td>
                </tr>
                <tr>
                  <td
                    className="nl-card nl-pad"
                    style={{
                      backgroundColor: light.card,
                      border: `1px solid ${light.border}`,
                      borderRadius: "12px",
                      padding: `${PADDING}px`,
                    }}
                  >
                    {eyebrow ? (
                      <p
                        className="nl-link"
                        style={textStyle(12, 16, {
                          color: light.accent,
                          fontWeight: 700,
                          letterSpacing: "0.12em",
                          textTransform: "uppercase",
                          marginBottom: "12px",
                        })}
                      >
                        {eyebrow}
                      </p>
                    ) : null}
                    {children}
                  </td>
                </tr>
                <tr>
                  <td className="nl-pad" style={{ padding: `20px ${PADDING}px 0` }}>
                    <Small>
                      {why}{" "}
                      <a href={unsubscribeUrl} className="nl-link" style={{ color: light.accent }}>
                        Unsubscribe
                      </a>
                    </Small>
                    <Small style={{ marginTop: "12px" }}>
                      <a
                        href={origin}
                        className="nl-muted"
                        style={{ color: light.muted, fontWeight: 700 }}
                      >
                        {siteName}
                      </a>
                      {footer
                        ? footer.text.split("\n").map((line, i) => (
                            <span key={i}>
                              <br />
                              {line}
                            </span>
                          ))
                        : null}
                    </Small>
                  </td>
                </tr>
              </LayoutTable>
            </td>
          </tr>
        </LayoutTable>
      </body>
    </html>
  );
}

export function Heading({ children, level = 1 }: { children: ReactNode; level?: 1 | 2 | 3 }) {
  const Tag = `h${level}` as const;
  const size = { 1: [24, 32], 2: [20, 28], 3: [16, 24] }[level];
  return (
    <Tag
      className="nl-text"
      style={textStyle(size[0]!, size[1]!, { fontWeight: 700, margin: "0 0 8px" })}
    >
      {children}
    </Tag>
  );
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <p className="nl-text" style={textStyle(16, 24, { margin: "0 0 16px", ...style })}>
      {children}
    </p>
  );
}

export function Muted({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <p
      className="nl-muted"
      style={textStyle(14, 20, { color: light.muted, margin: "0 0 8px", ...style })}
    >
      {children}
    </p>
  );
}

function Small({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <p className="nl-muted" style={textStyle(12, 18, { color: light.muted, ...style })}>
      {children}
    </p>
  );
}

export function TextLink({
  href,
  children,
  strong,
}: {
  href: string;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <a
      href={href}
      className="nl-link"
      style={{ color: light.accent, fontWeight: strong ? 700 : undefined }}
    >
      {children}
    </a>
  );
}

/**
 * A "bulletproof" button: a padded link in a coloured cell, so it stays a button (and its text
 * stays readable) without images or CSS support for padding on links.
 */
export function Button({ href, children }: { href: string; children: string }) {
  return (
    <LayoutTable width={null} style={{ margin: "8px 0 16px" }}>
      <tr>
        <td
          className="nl-button"
          style={{ backgroundColor: light.accent, borderRadius: "8px" }}
          align="center"
        >
          <a
            href={href}
            className="nl-button-link"
            style={textStyle(16, 20, {
              display: "inline-block",
              padding: "12px 20px",
              color: light.accentText,
              fontWeight: 700,
              textDecoration: "none",
              borderRadius: "8px",
            })}
          >
            {children}
          </a>
        </td>
      </tr>
    </LayoutTable>
  );
}

export function Rule() {
  return (
    <hr
      className="nl-rule"
      style={{
        border: 0,
        borderTop: `1px solid ${light.border}`,
        margin: "24px 0",
        height: 0,
      }}
    />
  );
}

/**
 * A cover image: absolute address, its size as attributes (so the layout holds while it loads or
 * when images are off), and alt text that stands in for it.
 */
export function CoverImage({
  src,
  alt,
  width,
  height,
  href,
}: {
  src: string;
  alt: string;
  width: number;
  height: number | null;
  href: string;
}) {
  return (
    <a
      href={href}
      className="nl-image"
      style={{ display: "block", textDecoration: "none", margin: "0 0 16px" }}
    >
      <img
        src={src}
        alt={alt}
        width={width}
        height={height ?? undefined}
        style={{
          display: "block",
          width: "100%",
          maxWidth: `${width}px`,
          height: "auto",
          border: 0,
          outline: "none",
          borderRadius: "8px",
          // What shows in place of the image when images are off.
          backgroundColor: light.page,
          color: light.muted,
          fontFamily: FONT,
          fontSize: "14px",
          lineHeight: "20px",
        }}
      />
    </a>
  );
}
