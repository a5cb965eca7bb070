// The newsletter's three mails as React components. Everything they show arrives as props that
// render.server.ts has checked (addresses absolute http(s), covers sized); React escapes the text.
import type { MailFooter } from "~/features/settings/public";
import {
  Button,
  CoverImage,
  Heading,
  Layout,
  light,
  Muted,
  Paragraph,
  Rule,
  TextLink,
  textStyle,
} from "./parts";

/** A post as the templates get it: checked, with its date already written out. */
export interface PostView {
  title: string;
  excerpt: string;
  url: string;
  date: string;
  readTime: string | null;
  category: string | null;
  cover: { src: string; alt: string; width: number; height: number | null } | null;
}

export interface ResourceGroupView {
  levelLabel: string;
  subjectName: string;
  subjectUrl: string;
  items: { title: string; kindLabel: string; url: string }[];
}

export interface PaperView {
  title: string;
  subjectName: string;
  levelLabel: string;
  detail: string;
  url: string;
}

interface Common {
  subject: string;
  siteName: string;
  origin: string;
  footer: MailFooter | null;
  unsubscribeUrl: string;
}

const joinedNetwork = (siteName: string) =>
  `You are receiving this because you joined the ${siteName} network.`;

export function ConfirmationMail({
  subject,
  siteName,
  origin,
  footer,
  unsubscribeUrl,
  confirmUrl,
}: Common & { confirmUrl: string }) {
  return (
    <Layout
      title={subject}
      preheader="One step left: confirm this address to join the network."
      siteName={siteName}
      origin={origin}
      eyebrow="Join the network"
      why={`This address was entered in the ${siteName} newsletter form.`}
      unsubscribeUrl={unsubscribeUrl}
      footer={footer}
    >
      <Heading>Confirm your subscription</Heading>
      <Paragraph>
        Someone (hopefully you) asked to receive the {siteName} newsletter at this address.
      </Paragraph>
      <Button href={confirmUrl}>Confirm your subscription</Button>
      <Muted style={{ margin: 0 }}>
        If this was not you, ignore this mail and nothing will be sent.
      </Muted>
    </Layout>
  );
}

/** "Experience · 24 Nov 2026 · 6 min read": what is known about a post, in one muted line. */
function PostMeta({ post }: { post: PostView }) {
  const parts = [
    post.category,
    post.date,
    post.readTime ? `${post.readTime.replace(/\s*read$/i, "")} read` : null,
  ];
  return (
    <Muted>
      {parts.filter((part): part is string => Boolean(part)).join("\u2002\u00b7\u2002")}
    </Muted>
  );
}

export function PostIssueMail({ post, ...common }: Common & { post: PostView }) {
  return (
    <Layout
      title={common.subject}
      preheader={post.excerpt}
      siteName={common.siteName}
      origin={common.origin}
      eyebrow="New transmission"
      why={joinedNetwork(common.siteName)}
      unsubscribeUrl={common.unsubscribeUrl}
      footer={common.footer}
    >
      {post.cover ? <CoverImage {...post.cover} href={post.url} /> : null}
      <PostMeta post={post} />
      <Heading>{post.title}</Heading>
      <Paragraph>{post.excerpt}</Paragraph>
      <Button href={post.url}>Read the article</Button>
    </Layout>
  );
}

export function DigestIssueMail({
  posts,
  resources,
  papers = [],
  sinceLabel,
  preheader,
  ...common
}: Common & {
  posts: PostView[];
  resources: ResourceGroupView[];
  papers?: PaperView[];
  sinceLabel: string;
  preheader: string;
}) {
  return (
    <Layout
      title={common.subject}
      preheader={preheader}
      siteName={common.siteName}
      origin={common.origin}
      eyebrow="Transmissions digest"
      why={joinedNetwork(common.siteName)}
      unsubscribeUrl={common.unsubscribeUrl}
      footer={common.footer}
    >
      <Heading>New since {sinceLabel}</Heading>
      <Paragraph style={{ margin: 0 }}>
        The articles, resource drops and practice papers that reached {common.siteName} since{" "}
        {sinceLabel}.
      </Paragraph>

      {posts.length > 0 ? (
        <>
          <Rule />
          <Heading level={2}>Articles</Heading>
          {posts.map((post, i) => (
            <div key={i} style={{ margin: i === 0 ? "16px 0 0" : "24px 0 0" }}>
              {/* Only the first article's cover: the digest stays short to scroll. */}
              {i === 0 && post.cover ? <CoverImage {...post.cover} href={post.url} /> : null}
              <PostMeta post={post} />
              <Heading level={3}>
                <TextLink href={post.url}>{post.title}</TextLink>
              </Heading>
              <Paragraph style={{ margin: 0 }}>{post.excerpt}</Paragraph>
            </div>
          ))}
        </>
      ) : null}

      {resources.length > 0 ? (
        <>
          <Rule />
          <Heading level={2}>Resource drops</Heading>
          {resources.map((group, i) => (
            <div key={i} style={{ margin: "16px 0 0" }}>
              <Heading level={3}>
                <TextLink href={group.subjectUrl}>
                  {group.subjectName} ({group.levelLabel})
                </TextLink>
              </Heading>
              <ul
                style={{
                  margin: 0,
                  padding: "0 0 0 20px",
                  color: light.text,
                }}
                className="nl-text"
              >
                {group.items.map((item, j) => (
                  <li key={j} className="nl-text" style={textStyle(16, 24, { margin: "0 0 4px" })}>
                    <span className="nl-muted" style={{ color: light.muted }}>
                      {item.kindLabel}:
                    </span>{" "}
                    <TextLink href={item.url}>{item.title}</TextLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      ) : null}

      {papers.length > 0 ? (
        <>
          <Rule />
          <Heading level={2}>Practice papers</Heading>
          <Paragraph style={{ margin: 0 }}>
            Timed mocks, marked at once, with worked solutions.
          </Paragraph>
          <ul
            style={{ margin: "12px 0 0", padding: "0 0 0 20px", color: light.text }}
            className="nl-text"
          >
            {papers.map((paper, i) => (
              <li key={i} className="nl-text" style={textStyle(16, 24, { margin: "0 0 8px" })}>
                <TextLink href={paper.url}>{paper.title}</TextLink>
                <br />
                <span className="nl-muted" style={{ color: light.muted }}>
                  {paper.subjectName} ({paper.levelLabel}) · {paper.detail}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Layout>
  );
}
