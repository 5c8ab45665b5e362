# The site's interface: header, footer, navigation, notices.

site-name = 古代のレースゲーム
site-tagline = セネトとウルのロイヤルゲーム、古いルールから新しいルールまで
skip-link = 本文へスキップ
nav-label = メイン
languages-label = 言語
breadcrumbs-label = パンくずリスト
beta = ベータ
footer-version = v{ $version } · { $commit }
footer-note = このサイトで紹介するルールは、どれも復元です。
fallback-notice = このページはまだ日本語に翻訳されていません。{ $language }で表示しています。
og-locale = ja_JP
in-this-section = このセクションのページ
not-found-title = ページが見つかりません
not-found-text = このアドレスにはページがありません。ページが移動したか、リンクが間違っている可能性があります。
not-found-home = トップページへ

# Put between two sentences of a generated description (Japanese needs no space).
sentence-join = {""}
