# Interface messages (de).
