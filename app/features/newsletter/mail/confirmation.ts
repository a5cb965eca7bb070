// TEMPORARY (lead, issue 17): the confirmation mail as it was before the React templates; the
// templates branch replaces this file with its renderConfirmationMail.
import type { MailFooter } from "~/features/settings/public";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export function renderConfirmationMail({
  siteName,
  confirmUrl,
  unsubscribeUrl,
  footer,
}: {
  siteName: string;
  origin: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  footer: MailFooter | null;
}) {
  return {
    subject: `Confirm your subscription to the ${siteName} newsletter`,
    text: [
      `Someone (hopefully you) asked to receive the ${siteName} newsletter at this address.`,
      "",
      `Confirm your subscription: ${confirmUrl}`,
      "",
      "If this was not you, ignore this mail and nothing will be sent.",
      "",
      `Unsubscribe: ${unsubscribeUrl}`,
      ...(footer ? ["", "--", footer.text] : []),
    ].join("\n"),
    html: `<p>Someone (hopefully you) asked to receive the ${escapeHtml(siteName)} newsletter at this address.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p>
<p>If this was not you, ignore this mail and nothing will be sent.</p>
<p style="font-size:12px;color:#666"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>${
      footer ? `\n<p style="font-size:12px;color:#666">${footer.html}</p>` : ""
    }`,
  };
}
