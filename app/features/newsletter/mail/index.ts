// The newsletter's mail templates (ADR 029). Server only: render.server.ts loads react-dom/server
// and html-to-text.
export {
  type MailPost,
  type MailResourceGroup,
  personalize,
  renderConfirmationMail,
  renderDigestIssue,
  renderPostIssue,
  type RenderedMail,
  UNSUBSCRIBE_PLACEHOLDER,
} from "./render.server";
