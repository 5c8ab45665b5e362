# Interface messages (ar).
