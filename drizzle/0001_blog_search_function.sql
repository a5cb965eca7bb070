-- The full-text document of a blog post: title first, then tags and excerpt, then the body with
-- its HTML tags stripped. Declared IMMUTABLE so a stored generated column and its GIN index can
-- use it (array_to_string is only STABLE in general, but is immutable for text[]).
CREATE OR REPLACE FUNCTION blog_post_search_document(title text, excerpt text, content text, tags text[])
RETURNS tsvector
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT
    setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(tags, ' '), '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'B') ||
    setweight(to_tsvector('english'::regconfig, regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g')), 'C')
$$;
