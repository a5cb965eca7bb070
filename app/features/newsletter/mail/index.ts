// The newsletter's mail templates (ADR 029). Server only: render.server.ts loads react-dom/server
// and html-to-text. The mail worker needs only the mail queue's personalize.ts (no React).
export { personalize, UNSUBSCRIBE_URL_SLOT } from "~/features/mail-queue/personalize";
export {
  type MailPost,
  type MailResourceGroup,
  renderConfirmationMail,
  renderDigestIssue,
  renderPostIssue,
  type RenderedMail,
} from "./render.server";
