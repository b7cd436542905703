export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="site-footer">
      <p>
        {siteName} is a joint project of youth newsrooms in Oakland, Fresno, Los Angeles and the Eastern Coachella
        Valley.
      </p>
    </footer>
  );
}
