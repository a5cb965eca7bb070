// The newsletter's mail templates (ADR 029). Server only: render.server.ts loads react-dom/server
// and html-to-text. The mail worker needs only ./personalize (no React).
export { personalize, UNSUBSCRIBE_URL_SLOT } from "./personalize";
export {
  type MailPost,
  type MailResourceGroup,
  renderConfirmationMail,
  renderDigestIssue,
  renderPostIssue,
  type RenderedMail,
} from "./render.server";
