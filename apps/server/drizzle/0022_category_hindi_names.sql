-- Each category's name in Hindi (issue 34); the start-up seed fills the shipped ones'.
ALTER TABLE "categories" ADD COLUMN "hindi_name" text;--> statement-breakpoint
-- A member's search document also holds the Hindi names of their categories, so 'प्लंबर' finds a
-- plumber; each also without its nukta (U+093C), as many type it ('दर्जी' finds 'दर्ज़ी'). The
-- names are read from categories when the member's row is written: a category given a Hindi name
-- later rewrites the documents of the members offering it (seedCategories).
CREATE OR REPLACE FUNCTION "users_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  hindi text;
BEGIN
  SELECT string_agg(c.hindi_name || ' ' || replace(c.hindi_name, U&'\093C', ''), ' ') INTO hindi
  FROM "categories" c
  WHERE c.name = ANY(NEW.business_category) AND c.hindi_name IS NOT NULL;
  NEW.search_document := to_tsvector('simple',
    coalesce(NEW.name, '') || ' ' || coalesce(NEW.business_name, '') || ' ' ||
    coalesce(NEW.business_details, '') || ' ' || array_to_string(NEW.business_category, ' ') || ' ' ||
    coalesce(hindi, '') || ' ' ||
    coalesce(NEW.address->>'city', '') || ' ' || coalesce(NEW.address->>'state', ''));
  RETURN NEW;
END
$$;
