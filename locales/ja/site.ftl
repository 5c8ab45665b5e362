# Interface messages (ja).
