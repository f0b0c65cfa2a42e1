import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { IMPORT_TEXT } from "@/lib/domain/import/view";

/** Settings' way to Settings → Import (issue #40), beside the exports. */
export function ImportLinkCard() {
  return (
    <Card aria-labelledby="import-card-title">
      <CardTitle id="import-card-title">{IMPORT_TEXT.title}</CardTitle>
      <p className="mt-1 text-sm text-muted">{IMPORT_TEXT.cardIntro}</p>
      <Button asChild variant="outline" className="mt-3">
        <Link href="/settings/import">Import from another app</Link>
      </Button>
    </Card>
  );
}
