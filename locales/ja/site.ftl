# The site's interface: header, footer, navigation, notices.

site-name = 古代のレースゲーム
title-join = ｜
site-tagline = セネトとウルのロイヤルゲーム、古いルールから新しいルールまで
offline-update = このサイトの新しいバージョンがあります。
offline-reload = 再読み込み
card-learn = 遊び方を学ぶ
card-play = 今すぐ遊ぶ
skip-link = 本文へスキップ
nav-label = メイン
languages-label = 言語
breadcrumbs-label = パンくずリスト
beta = ベータ
footer-version = v{ $version } · { $commit }
footer-version-only = v{ $version }
footer-note = このサイトで紹介する歴史的なルールは、どれも復元です。
# The notice above a page shown from another language: $reader is the reader's language,
# $source the language the page is shown in, both named by the language-TAG messages below.
fallback-notice = このページはまだ{ $reader }に翻訳されていません。{ $source }で表示しています。
og-locale = ja_JP
in-this-section = このセクションのページ
not-found-title = ページが見つかりません
not-found-text = このアドレスにはページがありません。ページが移動したか、リンクが間違っている可能性があります。
not-found-home = トップページへ

# Put between two sentences of a generated description (Japanese needs no space).
sentence-join = {""}

# The name of each language of the site, as this language writes it inside a sentence.
language-en = 英語
language-nb = ノルウェー語（ブークモール）
language-da = デンマーク語
language-de = ドイツ語
language-cs = チェコ語
language-ja = 日本語
language-ar = アラビア語

# 各ページの見出し部分にある検索欄と、そのスクリプトが使う言葉。$count: 見つかったページ数。
search-label = サイト内を検索
search-placeholder = 検索
search-loading = 検索しています…
search-none = 入力した言葉に一致するページはありません。
search-results = { $count }件のページが見つかりました
search-unavailable = ここでは検索を使えません。検索用の索引を読み込めませんでした。
search-figure = 図：{ $caption }

# 長いページの目次と、ゲームのページを読む順にたどるリンク。
toc-label = このページの内容
pager-label = 読む順番
pager-previous = 前へ
pager-next = 次へ
